/** The service's log sink: the console in `npm run cms`, a silent or recording one in tests. */
export interface Logger {
  info(message: string): void;
  warn(message: string): void;
  error(message: string): void;
}

export const consoleLogger: Logger = {
  info: (message) => console.log(`[cms] ${message}`),
  warn: (message) => console.warn(`[cms] ${message}`),
  error: (message) => console.error(`[cms] ${message}`),
};

export const silentLogger: Logger = { info() {}, warn() {}, error() {} };
