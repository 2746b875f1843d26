#!/usr/bin/env node
// `npm test`: the typecheck, the lint and the tests side by side. The typecheck and the lint print
// only on failure, after the tests' summary; the exit code is the first failure's, in that order.
import { spawn } from 'node:child_process';

/** @typedef {object} Step @property {string} name @property {string[]} command
 * @property {boolean} live Prints as it runs; the others' output is kept until the end. */

/** @type {Step[]} */
const STEPS = [
  { name: 'typecheck', command: ['npm', 'run', '--silent', 'typecheck'], live: false },
  { name: 'lint', command: ['npm', 'run', '--silent', 'lint'], live: false },
  { name: 'tests', command: ['npx', 'vitest', 'run', ...process.argv.slice(2)], live: true },
];

/** @param {Step} step @returns {Promise<{ step: Step; code: number; output: string }>} */
function run(step) {
  return new Promise((resolve) => {
    const [command = '', ...args] = step.command;
    const child = spawn(command, args, { stdio: step.live ? 'inherit' : ['ignore', 'pipe', 'pipe'] });
    /** @type {Buffer[]} */
    const chunks = [];
    child.stdout?.on('data', (chunk) => chunks.push(chunk));
    child.stderr?.on('data', (chunk) => chunks.push(chunk));
    child.on('error', (error) => resolve({ step, code: 1, output: `${error.message}\n` }));
    child.on('close', (code, signal) =>
      resolve({ step, code: code ?? (signal ? 1 : 0), output: Buffer.concat(chunks).toString('utf8') }),
    );
  });
}

const results = await Promise.all(STEPS.map(run));
for (const { step, code, output } of results) {
  if (step.live || (code === 0 && !output.trim())) continue;
  process.stdout.write(`\n${step.name} (${step.command.join(' ')}) ${code === 0 ? 'passed' : `failed (exit ${code})`}:\n${output}`);
}
const failed = results.find((result) => result.code !== 0);
if (failed && !failed.step.live) console.error(`\nnpm test: ${failed.step.name} failed`);
process.exitCode = failed?.code ?? 0;
