// Whether the runner routes requests to an API URL through a proxy (https_proxy / HTTPS_PROXY for
// https, http_proxy / HTTP_PROXY for http, as @actions/http-client reads them). Node's own fetch
// ignores these variables, so a proxied run makes every request with the Octokit client, whose
// fetch honours them (and no_proxy: a bypassed URL still goes through Octokit, only later loaded).
export function proxied(apiUrl: string, env: NodeJS.ProcessEnv = process.env): boolean {
  let https: boolean;
  try {
    https = new URL(apiUrl).protocol === 'https:';
  } catch {
    return true;
  }
  return Boolean(https ? env.https_proxy || env.HTTPS_PROXY : env.http_proxy || env.HTTP_PROXY);
}
