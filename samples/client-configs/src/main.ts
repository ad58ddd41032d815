import Utils from './config/utils'

// Page-wide helpers the components use without importing them.
;(window as any).Utils = Utils
