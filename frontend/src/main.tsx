import { StrictMode } from 'react'
import { createRoot } from 'react-dom/client'
import { App } from './app/app.tsx'
import { initI18n } from './lib/i18n.ts'
import './app/styles.css'

initI18n()
const root = document.getElementById('root')
if (!root) throw new Error('Failed to find the root element')
createRoot(root).render(
  <StrictMode>
    <App />
  </StrictMode>,
)
