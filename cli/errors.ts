/** A user error: printed as one line, exits with `code` (2 = bad input, 1 = expectation failed). */
export class CliError extends Error {
  constructor(
    message: string,
    readonly code = 2,
  ) {
    super(message);
  }
}
