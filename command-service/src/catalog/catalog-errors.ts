import type { FastifyError, FastifyReply, FastifyRequest } from 'fastify'
import { problemFrom } from '@slotwise/infra/platform/errors.ts'

/**
 * The business-side error catalogue (§8) as stable codes. Each staff route names the operation it
 * performs; a failure answers problem+json whose `title` is the catalogue text the app shows, whose
 * `operation` is the catalogue code, and whose `code`/`detail` name the precise reason. A 5xx keeps
 * the catalogue text and code and nothing else.
 */
export const CATALOG_FAILURES = {
  'service.updateFailed': 'Failed to update service',
  'service.createFailed': 'Failed to create service',
  'service.deleteFailed': 'Failed to delete service',
  'service.assignmentFailed': 'Failed to update service assignment',
  'addOn.createFailed': 'Failed to create add-on',
  'addOn.updateFailed': 'Failed to update add-on',
  'addOn.deleteFailed': 'Failed to delete add-on',
  'bundle.createFailed': 'Failed to create bundle',
  'bundle.updateFailed': 'Failed to update bundle',
  'bundle.deleteFailed': 'Failed to delete bundle',
  'category.createFailed': 'Failed to create category',
  'category.updateFailed': 'Failed to update category',
  'category.deleteFailed': 'Failed to delete category',
  'location.createFailed': 'Failed to create location',
  'location.updateFailed': 'Failed to update location',
  'location.removeFailed': 'Failed to remove location',
  'business.profileFailed': 'Failed to update profile',
  'business.languagesFailed': 'Failed to save language settings',
  'employee.scheduleFailed': 'Failed to save working schedule',
  'employee.updateFailed': 'Failed to update employee',
  'employee.createFailed': 'Failed to create employee',
  'storefront.updateFailed': 'Failed to update storefront',
  'form.publishFailed': 'Failed to publish form',
  'form.discardFailed': 'Failed to discard changes',
  'formQuestion.createFailed': 'Failed to create question',
  'formQuestion.deleteFailed': 'Failed to delete question',
  'formQuestion.updateFailed': 'Failed to update question',
  'formQuestion.addServiceFailed': 'Failed to add service to question',
  'formQuestion.removeServiceFailed': 'Failed to remove service from question',
  'image.uploadFailed': 'Failed to upload image',
  'review.addFailed': 'Failed to add review',
  'review.visibilityFailed': 'Failed to update review visibility',
  'review.featuringFailed': 'Failed to update review featuring',
  'testimonial.addFailed': 'Failed to add testimonial',
  'testimonial.updateFailed': 'Failed to update testimonials',
  'testimonial.deleteFailed': 'Failed to delete testimonial',
} as const
export type CatalogOperation = keyof typeof CATALOG_FAILURES

/** Route options: the operation's error handler (and its name in OpenAPI). */
export function failsAs(operation: CatalogOperation) {
  return {
    errorHandler(error: FastifyError, request: FastifyRequest, reply: FastifyReply) {
      const problem = problemFrom(error)
      const title = CATALOG_FAILURES[operation]
      if (problem.status >= 500) {
        request.log.error({ err: error, operation }, 'catalog command failed')
        return reply.status(problem.status).type('application/problem+json').send({ type: 'about:blank', title, status: problem.status, code: operation, operation })
      }
      return reply.status(problem.status).type('application/problem+json').send({ ...problem, title, detail: problem.detail ?? problem.title, operation })
    },
  }
}
