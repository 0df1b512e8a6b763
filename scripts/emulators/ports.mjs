import net from 'node:net';

const isFree = (host, port) =>
  new Promise((resolve) => {
    const server = net.createServer();
    server.once('error', () => resolve(false));
    server.once('listening', () => server.close(() => resolve(true)));
    server.listen(port, host);
  });

/**
 * A crashed earlier run can leave a Java emulator holding its port; say so plainly instead of
 * letting firebase-tools fail half-way through start-up.
 */
export async function assertPortsFree(emulatorConfig, names) {
  const busy = [];
  for (const name of names) {
    const { host, port } = emulatorConfig[name] ?? {};
    if (port && !(await isFree(host, port))) busy.push(`${name} (${host}:${port})`);
  }
  if (busy.length > 0) {
    console.error(
      `\n✖ Portas ocupadas: ${busy.join(', ')}.\n` +
        '  Outro emulador ainda está rodando? Veja com `ss -ltnp` e encerre o processo ' +
        '(ex.: `pkill -f cloud-firestore-emulator`).\n',
    );
    process.exit(1);
  }
}
