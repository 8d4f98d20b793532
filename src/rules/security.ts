// Security findings: the rules live in ./security/, one module per rule plus the machinery they
// share (scan, prefilter, collector, text helpers); this module is their public face.
export * from './security/index.js';
