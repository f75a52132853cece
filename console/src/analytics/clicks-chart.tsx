// Clicks and installs per UTC day as a uPlot line chart, sized to its container and redrawn in
// the colours of the current scheme (light or dark), which come from the page's CSS variables.

import { useEffect, useRef } from 'preact/hooks';
import uPlot from 'uplot';
import 'uplot/dist/uPlot.min.css';

interface Day {
  date: string;
  clicks: number;
  installs: number;
}

const HEIGHT = 260;
const cssVar = (name: string) => getComputedStyle(document.documentElement).getPropertyValue(name).trim();

function options(width: number): uPlot.Options {
  const text = cssVar('--muted');
  const grid = cssVar('--line');
  const axis = { stroke: text, grid: { stroke: grid, width: 1 }, ticks: { stroke: grid, width: 1 } };
  return {
    width,
    height: HEIGHT,
    // UTC days: the axis must not shift them into the viewer's zone.
    tzDate: (ts) => uPlot.tzDate(new Date(ts * 1000), 'Etc/UTC'),
    legend: { show: false },
    cursor: { drag: { x: false, y: false } },
    scales: { y: { range: (_u, _min, max) => [0, Math.max(3, Math.ceil(max * 1.15))] } },
    axes: [axis, { ...axis, size: 44 }],
    series: [
      {},
      { label: 'Clicks', stroke: cssVar('--accent'), width: 2, fill: cssVar('--accent-soft'), points: { show: false } },
      { label: 'Installs', stroke: cssVar('--series-installs'), width: 2, dash: [6, 4], points: { show: false } },
    ],
  };
}

export function ClicksChart({ days }: { days: Day[] }) {
  const box = useRef<HTMLDivElement>(null);

  useEffect(() => {
    const element = box.current!;
    const data: uPlot.AlignedData = [days.map((d) => Date.parse(`${d.date}T00:00:00Z`) / 1000), days.map((d) => d.clicks), days.map((d) => d.installs)];
    let plot = new uPlot(options(element.clientWidth), data, element);
    const resize = new ResizeObserver(() => plot.setSize({ width: element.clientWidth, height: HEIGHT }));
    resize.observe(element);
    const scheme = matchMedia('(prefers-color-scheme: dark)');
    const recolour = () => {
      plot.destroy();
      plot = new uPlot(options(element.clientWidth), data, element);
    };
    scheme.addEventListener('change', recolour);
    return () => {
      resize.disconnect();
      scheme.removeEventListener('change', recolour);
      plot.destroy();
    };
  }, [days]);

  const clicks = days.reduce((n, d) => n + d.clicks, 0);
  const installs = days.reduce((n, d) => n + d.installs, 0);
  return (
    <>
      <ul class="legend" aria-hidden="true">
        <li>
          <span class="swatch clicks" />
          Clicks
        </li>
        <li>
          <span class="swatch installs" />
          Installs
        </li>
      </ul>
      <div ref={box} class="chart" role="img" aria-label={`Line chart per UTC day: ${clicks} clicks and ${installs} installs over ${days.length} days`} />
    </>
  );
}
