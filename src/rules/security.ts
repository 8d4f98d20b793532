// Security findings: the rules live in ./security/, one file per rule family plus the shared
// prefilter; this module is their public face.
export * from './security/index.js';
