import readline from 'node:readline';

export const interactive = () => Boolean(process.stdin.isTTY && process.stdout.isTTY);

/** Asks one question on the terminal; `hidden` does not echo what is typed (passwords). */
export function ask(question: string, opts: { hidden?: boolean } = {}): Promise<string> {
  const rl = readline.createInterface({ input: process.stdin, output: process.stdout, terminal: true });
  if (opts.hidden) {
    // readline echoes through _writeToOutput; print only the prompt itself
    const out = rl as unknown as { _writeToOutput: (s: string) => void; output: NodeJS.WriteStream };
    out._writeToOutput = (s: string) => {
      if (s.startsWith(question) || s === '\r\n' || s === '\n') out.output.write(s);
    };
  }
  return new Promise((resolve) => {
    rl.question(question, (answer) => {
      rl.close();
      if (opts.hidden) process.stdout.write('\n');
      resolve(answer.trim());
    });
  });
}
