export * from './projection.ts'
export * from './runner/projection-runner.ts'
export * from './runner/projection-schema.ts'
export * from './projections/index.ts'
