// `npm run dev`: the server with reload on :3000 and Vite with hot reload on :5173 (it proxies /api and /socket.io).
import { spawn } from 'node:child_process';

const children = [
  spawn('npm', ['run', 'dev', '-w', '@fura/server'], { stdio: 'inherit' }),
  spawn('npm', ['run', 'dev', '-w', '@fura/web'], { stdio: 'inherit' }),
];
const stop = () => children.forEach((child) => child.kill('SIGTERM'));
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
for (const child of children) child.on('exit', (code) => code && stop());
