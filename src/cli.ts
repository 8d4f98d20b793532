// The CLI's entry point: bin/plugin-eval.js loads build/cli.js and runs `main` with the arguments.
export { main } from './cli/main.js';
