// `::sponsors`: each sponsor group from the config as a grid, one row per inner array (row height default 40px).
import { useSite, withBase } from '../site-context.ts'

export function Sponsors() {
  const { site } = useSite()
  return (
    <div className="sponsors">
      {site.sponsors.map((group) => (
        <section key={group.name} className="sponsor-group" aria-label={`${group.name} sponsors`}>
          <div className="sponsor-group-name">{group.name}</div>
          {group.items.map((row, r) => (
            <div key={r} className="sponsor-row" style={{ gridTemplateColumns: `repeat(${row.length}, minmax(0, 1fr))`, height: `${group.height}px` }}>
              {row.map((sponsor, i) =>
                sponsor ? (
                  <a key={i} className="sponsor" href={sponsor.link} target="_blank" rel="noopener noreferrer" aria-label={sponsor.name}>
                    <img src={withBase(site.basePath, sponsor.image)} alt={sponsor.name} loading="lazy" />
                  </a>
                ) : (
                  <div key={i} className="sponsor sponsor-empty" />
                ),
              )}
            </div>
          ))}
        </section>
      ))}
    </div>
  )
}
