// The runner's protocol on stdout, as @actions/core speaks it, without loading it (it brings an
// HTTP client and its undici for OIDC tokens the Action never asks for): plain log lines and
// `::name key=value,…::message` workflow commands, whose message and property values are escaped
// so that a line break or a `::` in them cannot end the command or start another.
import { EOL } from 'node:os';

/** Properties of an annotation, named as @actions/core names them. */
export interface AnnotationProperties {
  title?: string;
  file?: string;
  startLine?: number;
  endLine?: number;
  startColumn?: number;
  endColumn?: number;
}

type CommandProperties = Record<string, string | number | undefined>;

/** A value as the runner reads it: strings as they are, anything else as JSON, nothing as ''. */
function commandValue(input: unknown): string {
  if (input === null || input === undefined) return '';
  if (typeof input === 'string' || input instanceof String) return String(input);
  return JSON.stringify(input);
}

/** A command's message: `%`, CR and LF encoded (the runner decodes them). */
export function escapeData(value: unknown): string {
  return commandValue(value).replace(/%/g, '%25').replace(/\r/g, '%0D').replace(/\n/g, '%0A');
}

/** A property value: as a message, and `:` and `,` too, which would end the value. */
export function escapeProperty(value: unknown): string {
  return escapeData(value).replace(/:/g, '%3A').replace(/,/g, '%2C');
}

/** The line of a workflow command; properties without a value are left out. */
export function commandLine(name: string, properties: CommandProperties, message: unknown): string {
  const props = Object.entries(properties)
    .filter(([, value]) => value)
    .map(([key, value]) => `${key}=${escapeProperty(value)}`)
    .join(',');
  return `::${name}${props ? ` ${props}` : ''}::${escapeData(message)}`;
}

function issue(name: string, properties: CommandProperties, message: unknown): void {
  process.stdout.write(commandLine(name, properties, message) + EOL);
}

/** The runner's names for the properties of an annotation. */
function annotationProperties(p: AnnotationProperties): CommandProperties {
  return {
    title: p.title,
    file: p.file,
    line: p.startLine,
    endLine: p.endLine,
    col: p.startColumn,
    endColumn: p.endColumn,
  };
}

/** A plain log line (the caller escapes text from outside: src/text/escape.ts). */
export function info(message: string): void {
  process.stdout.write(message + EOL);
}

export function warning(message: string, properties: AnnotationProperties = {}): void {
  issue('warning', annotationProperties(properties), message);
}

export function error(message: string, properties: AnnotationProperties = {}): void {
  issue('error', annotationProperties(properties), message);
}

/** An error annotation, and the step fails when the process ends. */
export function setFailed(message: string): void {
  process.exitCode = 1;
  error(message);
}

/** The runner masks this value in every later log line. */
export function setSecret(secret: string): void {
  issue('add-mask', {}, secret);
}
