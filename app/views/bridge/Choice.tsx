/** A labelled select of plain options, with an optional first "empty" option (the Piles tab's forms). */
export function Choice(props: {
  readonly value: string;
  readonly options: readonly string[];
  readonly empty?: string;
  readonly testId: string;
  readonly onChange: (v: string) => void;
}) {
  return (
    <select value={props.value} data-testid={props.testId} onChange={(e) => props.onChange(e.target.value)}>
      {props.empty !== undefined && <option value="">{props.empty}</option>}
      {props.options.map((o) => (
        <option key={o} value={o}>
          {o}
        </option>
      ))}
    </select>
  );
}
