export * from './app.ts'
