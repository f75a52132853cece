// Why the server could not listen, in one line an operator can act on, instead of Node's
// raw `listen EADDRINUSE` error and its stack.

export class ListenError extends Error {
  constructor(
    message: string,
    readonly code: string,
  ) {
    super(message);
    this.name = 'ListenError';
  }
}

/** `variable`: the setting that chose the port (PORT, or INTERNAL_PORT for the internal listener). */
export function listenError(error: unknown, host: string, port: number, variable = 'PORT'): Error {
  const code = (error as NodeJS.ErrnoException | undefined)?.code;
  if (code === 'EADDRINUSE') return new ListenError(`Port ${port} is in use: set ${variable} or stop the other server`, code);
  if (code === 'EACCES') return new ListenError(`Port ${port} needs privileges this user lacks: set ${variable} to 1024 or above`, code);
  if (code === 'EADDRNOTAVAIL')
    return new ListenError(`HOST ${host} is not an address of this machine: set HOST (127.0.0.1, or 0.0.0.0 for every interface)`, code);
  return error instanceof Error ? error : new Error(String(error));
}
