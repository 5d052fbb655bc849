import type { Resources } from './en_US.ts'
import es_MX from './es_MX.ts'

/** es_US: the storefront's Spanish content language; US Spanish shares the es_MX wording. */
const es_US: Resources = es_MX
export default es_US
