import { loadConfig } from './config';
import { buildApp } from './app';
import { installLastResort } from './last-resort';

async function main(): Promise<void> {
  const config = loadConfig();
  const { app } = await buildApp({ config });
  installLastResort(process, {
    log: app.log,
    close: () => app.close(),
    exit: (code) => process.exit(code),
  });
  let closing = false;
  const shutdown = (signal: string) => {
    if (closing) return;
    closing = true;
    app.log.info({ signal }, 'shutting down');
    const timer = setTimeout(() => process.exit(1), 10_000);
    timer.unref();
    app.close().then(
      () => process.exit(0),
      (error: unknown) => {
        app.log.error({ err: error }, 'shutdown failed');
        process.exit(1);
      },
    );
  };
  process.on('SIGINT', () => shutdown('SIGINT'));
  process.on('SIGTERM', () => shutdown('SIGTERM'));
  try {
    await app.listen({ host: config.host, port: config.port });
  } catch (error) {
    // Close the app (and the embedded database cleanly) before exiting: a PGlite directory left open by a killed
    // process may not open again. The usual cause is a port in use.
    app.log.error({ err: error }, `не удалось открыть порт ${config.port}`);
    await app.close();
    process.exit(1);
  }
  // From the process's start: what `npm run bench:embedded` measures from the outside (issue 14).
  app.log.info({ startedInMs: Math.round(performance.now()) }, `Фура: ${config.publicUrl}`);
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
