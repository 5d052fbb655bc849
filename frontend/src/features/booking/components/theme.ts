export const BRAND_PURPLE = '#89509D'
