import { serverMessageTexts } from './messageTexts';
import { fillTemplate } from './translate';

type Texts = typeof serverMessageTexts;
type Area = keyof Texts;

/** 'auth.emailInvalid', 'pictures.unsupported', …: every key of the registry. */
export type ServerMessageKey = { [A in Area]: `${A}.${keyof Texts[A] & string}` }[Area];

type TextOf<K extends ServerMessageKey> = K extends `${infer A extends Area}.${infer N}`
  ? N extends keyof Texts[A]
    ? Texts[A][N]
    : never
  : never;

/** The `{{param}}` names a template holds (never for a static text). */
type ParamNames<S> = S extends `${string}{{${infer P}}}${infer Rest}` ? P | ParamNames<Rest> : never;

/** Keys whose text has parameters, and those whose text is fixed. */
export type ParamKey = { [K in ServerMessageKey]: [ParamNames<TextOf<K>>] extends [never] ? never : K }[ServerMessageKey];
export type StaticKey = Exclude<ServerMessageKey, ParamKey>;
/**
 * Keys whose text names one member and holds nothing else (`{{name}}`): those the stored functions
 * store with the name they look up (mithaq_name_of), so a key there must take exactly that.
 */
export type NameKey = { [K in ParamKey]: [ParamNames<TextOf<K>>] extends ['name'] ? K : never }[ParamKey];

export type MessageParams = Record<string, string | number>;
export type ParamsOf<K extends ServerMessageKey> = Record<ParamNames<TextOf<K>>, string | number>;

/** A registry message as an error body carries it: the English text, its key and its parameters. */
export interface ServerMessage {
  key: ServerMessageKey;
  params?: MessageParams;
  text: string;
}

/** The English template of a key (with its `{{param}}` placeholders). */
export function templateOf(key: ServerMessageKey): string {
  const [area, name] = key.split('.') as [Area, string];
  return (serverMessageTexts[area] as Record<string, string>)[name] as string;
}

/** A fixed text of the registry, typed as exactly that text. */
export function text<K extends StaticKey>(key: K): TextOf<K> {
  return templateOf(key) as TextOf<K>;
}

/** A parametrised message: what the server throws, so the body carries the key and the values. */
export function serverMessage<K extends ParamKey>(key: K, params: ParamsOf<K>): ServerMessage {
  return { key, params, text: fillTemplate(templateOf(key), params) };
}

/** The English text of a parametrised message (what the feature message objects' functions return). */
export function textWith<K extends ParamKey>(key: K, params: ParamsOf<K>): string {
  return serverMessage(key, params).text;
}

function* registryEntries(): Generator<[ServerMessageKey, string]> {
  for (const [area, texts] of Object.entries(serverMessageTexts)) {
    for (const [name, template] of Object.entries(texts)) yield [`${area}.${name}` as ServerMessageKey, template];
  }
}

/** Fixed text → key, built once. A contract test keeps every fixed text unique, so this is exact. */
const keyByText = new Map<string, StaticKey>();
for (const [key, template] of registryEntries()) {
  if (!template.includes('{{')) keyByText.set(template, key as StaticKey);
}

/** The key of a fixed registry text (a zod message, a thrown constant), or undefined for any other text. */
export function messageKeyOf(message: string): StaticKey | undefined {
  return keyByText.get(message);
}

const allKeys = new Set<string>(Array.from(registryEntries(), ([key]) => key));

/** Whether a key from the wire is one this build of the registry knows. */
export function isServerMessageKey(key: string): key is ServerMessageKey {
  return allKeys.has(key);
}

/** Every key with its English template (for tests and tooling). */
export function allServerMessages(): [ServerMessageKey, string][] {
  return Array.from(registryEntries());
}

/** A message as it goes into an error body: a plain string gets its key when the registry knows it. */
export function keyedMessage(message: string | ServerMessage): { text: string; key?: ServerMessageKey; params?: MessageParams } {
  if (typeof message !== 'string') return message;
  return { text: message, key: messageKeyOf(message) };
}
