import { spawn, type ChildProcess } from 'node:child_process';
import { createRequire } from 'node:module';
import { pathToFileURL } from 'node:url';
import { createMessageConnection, StreamMessageReader, StreamMessageWriter, type MessageConnection } from 'vscode-jsonrpc/node';

/** One problem the language server reports, with the 1-based line an editor shows. */
export interface EditorDiagnostic {
  line: number;
  column: number;
  message: string;
}

/** The real `yaml-language-server` (the one VS Code's YAML extension runs), spoken to over stdio. */
export interface YamlLanguageServer {
  /** Opens a file with the given text (the file need not hold it) and waits for the server's diagnostics. */
  diagnose(path: string, text: string): Promise<EditorDiagnostic[]>;
  /** Opens many files at once and waits for the diagnostics of each, keyed by path. */
  diagnoseAll(files: { path: string; text: string }[]): Promise<Map<string, EditorDiagnostic[]>>;
  stop(): Promise<void>;
}

/** The server's settings as the YAML extension sends them by default, but with no schema store (no network here). */
const settings = { validate: true, hover: true, completion: true, schemaStore: { enable: false }, schemas: {} };

/**
 * Starts the language server as an editor does: `initialize`, then the schema of each file comes from its
 * `# yaml-language-server: $schema=` first line, resolved like any editor resolves it.
 */
export async function startYamlLanguageServer(root: string): Promise<YamlLanguageServer> {
  const bin = createRequire(import.meta.url).resolve('yaml-language-server/bin/yaml-language-server');
  const child: ChildProcess = spawn(process.execPath, [bin, '--stdio'], { stdio: ['pipe', 'pipe', 'ignore'] });
  const conn: MessageConnection = createMessageConnection(new StreamMessageReader(child.stdout!), new StreamMessageWriter(child.stdin!));
  const waiting = new Map<string, (d: EditorDiagnostic[]) => void>();
  conn.onNotification('textDocument/publishDiagnostics', (params: { uri: string; diagnostics: { range: { start: { line: number; character: number } }; message: string }[] }) => {
    const done = waiting.get(params.uri);
    if (!done) return;
    waiting.delete(params.uri);
    done(params.diagnostics.map((d) => ({ line: d.range.start.line + 1, column: d.range.start.character + 1, message: d.message })));
  });
  conn.onRequest('workspace/configuration', (params: { items: unknown[] }) => params.items.map(() => settings));
  conn.onRequest('client/registerCapability', () => null);
  conn.onNotification(() => undefined);
  conn.listen();
  await conn.sendRequest('initialize', { processId: process.pid, rootUri: pathToFileURL(root).href, capabilities: { workspace: { configuration: true } } });
  await conn.sendNotification('initialized', {});
  await conn.sendNotification('workspace/didChangeConfiguration', { settings: { yaml: settings } });
  let version = 0;

  const diagnose = async (path: string, text: string): Promise<EditorDiagnostic[]> => {
    const uri = pathToFileURL(path).href;
    const next = () => new Promise<EditorDiagnostic[]>((resolve) => waiting.set(uri, resolve));
    const result = next();
    version += 1;
    void conn.sendNotification('textDocument/didOpen', { textDocument: { uri, languageId: 'yaml', version, text } });
    const found = await result;
    // Closing clears the file's diagnostics: wait for that, so a later open of the same file hears only its own.
    const cleared = next();
    void conn.sendNotification('textDocument/didClose', { textDocument: { uri } });
    await cleared;
    return found;
  };

  return {
    diagnose,
    async diagnoseAll(files) {
      const results = await Promise.all(files.map(async (f) => [f.path, await diagnose(f.path, f.text)] as const));
      return new Map(results);
    },
    async stop() {
      await conn.sendRequest('shutdown').catch(() => undefined);
      conn.dispose();
      child.kill();
    },
  };
}
