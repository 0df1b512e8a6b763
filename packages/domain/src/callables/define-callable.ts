import type { z } from 'zod';

// A callable's contract, the one object the web and the functions both hold: the deployed
// function's name, the zod schema the function parses its input with (the dialogs validate with
// the same one), and the output's type. The output has no schema: the function is its only
// author, so only its type travels, on a marker that holds nothing at run time.

/** Carries the type `T` and nothing else: the value is an empty object. */
export interface TypeOnly<T> {
  readonly type?: T;
}

export interface Callable<
  Name extends string = string,
  Input extends z.ZodType = z.ZodType,
  Output = unknown,
> {
  /** The Cloud Function's deployed name: functions/src/index.ts exports it under this name. */
  readonly name: Name;
  /** What the function parses `request.data` with. */
  readonly input: Input;
  readonly output: TypeOnly<Output>;
}

/** What the caller sends (the schema's input side: before trimming and defaults). */
export type CallableInput<C extends Callable> = z.input<C['input']>;
/** What the function's handler receives once the input is parsed. */
export type CallableParsedInput<C extends Callable> = z.output<C['input']>;
/** What the function answers. */
export type CallableOutput<C extends Callable> =
  C extends Callable<string, z.ZodType, infer Output> ? Output : never;

/** The output type of a contract: `output: outputType<SetUserRoleOutput>()`. */
export const outputType = <T>(): TypeOnly<T> => ({});

export const defineCallable = <const Name extends string, Input extends z.ZodType, Output>(
  contract: Callable<Name, Input, Output>,
): Callable<Name, Input, Output> => contract;
