#!/usr/bin/env node
// The `workbench` command. Workspace packages are TypeScript source; tsx runs them as they are.
import { register } from 'tsx/esm/api';

register();
const { main } = await import('../src/main.ts');
process.exitCode = await main(process.argv.slice(2), process.env);
