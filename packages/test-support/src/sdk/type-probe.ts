import { dirname, join } from 'node:path';
import ts from 'typescript';

/**
 * What a type probe reads: how the compiler prints each resource method of a client type (what an
 * editor's hover shows) and the messages of the errors in a piece of code.
 */
export interface TypeProbe {
  /** `resource.method` and the method's type as the compiler prints it, untruncated. */
  methods: Array<{ name: string; text: string }>;
  /** The flattened messages of the errors in `code`, by line of `code` (1-based). */
  errors: Array<{ line: number; message: string }>;
}

/**
 * Compiles `code` as a file of the package at `packageDir` (with its tsconfig), where `declare const
 * client: <clientType>` is in scope, and reports the client's methods and the code's errors. The code's
 * lines are numbered from the first line of `code`.
 *
 * @example
 * const { methods, errors } = probeTypes(packageDir, "import type { StyleBClient } from './src/index';", 'StyleBClient', 'client.cards.freeze("c");');
 */
export function probeTypes(packageDir: string, imports: string, clientType: string, code: string): TypeProbe {
  const configPath = join(packageDir, 'tsconfig.json');
  const config = ts.getParsedCommandLineOfConfigFile(
    configPath,
    {},
    {
      ...ts.sys,
      onUnRecoverableConfigFileDiagnostic: (d) => {
        throw new Error(ts.flattenDiagnosticMessageText(d.messageText, '\n'));
      },
    },
  );
  if (!config) throw new Error(`no tsconfig at ${configPath}`);
  const file = join(packageDir, 'src', '__type-probe__.ts');
  const prefix = `${imports}\ndeclare const client: ${clientType};\nexport async function probe() {\n`;
  const source = `${prefix}${code}\n}\n`;
  const host = ts.createCompilerHost(config.options);
  const { getSourceFile, fileExists, readFile } = host;
  host.getSourceFile = (name, version, ...rest) =>
    name === file ? ts.createSourceFile(name, source, version) : getSourceFile(name, version, ...rest);
  host.fileExists = (name) => name === file || fileExists(name);
  host.readFile = (name) => (name === file ? source : readFile(name));
  const program = ts.createProgram([file], { ...config.options, noEmit: true }, host);
  const checker = program.getTypeChecker();
  const sourceFile = program.getSourceFile(file);
  if (!sourceFile) throw new Error('probe file not compiled');
  const offset = prefix.split('\n').length - 1;
  const errors = ts.getPreEmitDiagnostics(program, sourceFile).map((d) => ({
    line: d.start === undefined ? 0 : sourceFile.getLineAndCharacterOfPosition(d.start).line + 1 - offset,
    message: ts.flattenDiagnosticMessageText(d.messageText, '\n'),
  }));
  const client = sourceFile.statements.find(ts.isVariableStatement)?.declarationList.declarations[0];
  if (!client) throw new Error('no client declaration');
  const clientTypeOf = checker.getTypeAtLocation(client.name);
  const methods: TypeProbe['methods'] = [];
  for (const resource of clientTypeOf.getProperties()) {
    const resourceType = checker.getTypeOfSymbolAtLocation(resource, client);
    for (const method of resourceType.getProperties()) {
      const type = checker.getTypeOfSymbolAtLocation(method, client);
      if (type.getCallSignatures().length === 0) continue;
      methods.push({
        name: `${resource.name}.${method.name}`,
        text: checker.typeToString(type, undefined, ts.TypeFormatFlags.NoTruncation),
      });
    }
  }
  return { methods, errors };
}

/** The directory of a package, from a file of its test folder. @example packageOf(import.meta.dirname) */
export const packageOf = (testDir: string) => dirname(testDir);
