/**
 * A bar chart drawn as SVG, for glancing at a figure per day; the same numbers in a table for
 * screen readers (the drawing itself is hidden from them), so nothing is only in the picture.
 */
export interface Bar {
  /** Short label under the bar ("Mon 24"). */
  label: string;
  value: number;
  /** The value as people read it ("S$1,234.00"). */
  display: string;
}

const HEIGHT = 120;
const BAR = 28;
const GAP = 12;

export function BarChart({ title, bars, columnLabel, valueLabel }: { title: string; bars: Bar[]; columnLabel: string; valueLabel: string }) {
  const max = Math.max(1, ...bars.map((b) => b.value));
  const width = bars.length * (BAR + GAP) + GAP;
  return (
    <figure className="rounded-lg border border-stone-200 bg-white p-4">
      <figcaption className="mb-2 font-medium text-stone-900">{title}</figcaption>
      <svg aria-hidden="true" focusable="false" viewBox={`0 0 ${width} ${HEIGHT + 36}`} className="h-44 w-full max-w-xl" data-testid="bar-chart">
        {bars.map((bar, i) => {
          const h = Math.round((bar.value / max) * HEIGHT);
          const x = GAP + i * (BAR + GAP);
          return (
            <g key={bar.label}>
              <rect x={x} y={HEIGHT - h + 14} width={BAR} height={Math.max(h, bar.value > 0 ? 2 : 0)} rx={3} className="fill-blush-600" data-value={bar.value} />
              <text x={x + BAR / 2} y={HEIGHT - h + 10} textAnchor="middle" className="fill-stone-700 text-[9px]">
                {bar.value > 0 ? bar.display : ''}
              </text>
              <text x={x + BAR / 2} y={HEIGHT + 30} textAnchor="middle" className="fill-stone-600 text-[9px]">
                {bar.label}
              </text>
            </g>
          );
        })}
        <line x1={0} x2={width} y1={HEIGHT + 14} y2={HEIGHT + 14} className="stroke-stone-300" />
      </svg>
      <table className="sr-only">
        <caption>{title}</caption>
        <thead>
          <tr>
            <th scope="col">{columnLabel}</th>
            <th scope="col">{valueLabel}</th>
          </tr>
        </thead>
        <tbody>
          {bars.map((bar) => (
            <tr key={bar.label}>
              <th scope="row">{bar.label}</th>
              <td>{bar.display}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </figure>
  );
}
