// An input of the step as the runner passes it: INPUT_<NAME> (upper case, spaces to `_`, hyphens
// kept), trimmed, '' when unset, as @actions/core reads it.
export function getInput(name: string, env: NodeJS.ProcessEnv = process.env): string {
  return (env[`INPUT_${name.replace(/ /g, '_').toUpperCase()}`] || '').trim();
}
