// Social links (discord, github, telegram, warpcast, x, …) as icon links that open in a new tab, each named
// for screen readers by its label. Used in the sidebar footer, the top bar and the non-docs footer.
import type { ComponentType, SVGProps } from 'react'
import type { SocialIcon, SocialItem } from '../../contract/site.ts'
import { BlueskyIcon, DiscordIcon, GitHubIcon, TelegramIcon, WarpcastIcon, XIcon } from '../icons.tsx'

const ICONS: Record<SocialIcon, ComponentType<SVGProps<SVGSVGElement>>> = {
  bluesky: BlueskyIcon,
  discord: DiscordIcon,
  farcaster: WarpcastIcon,
  github: GitHubIcon,
  telegram: TelegramIcon,
  warpcast: WarpcastIcon,
  x: XIcon,
}

export function Socials({ socials, className }: { socials: SocialItem[]; className?: string }) {
  if (!socials.length) return null
  return (
    <ul className={`socials ${className ?? ''}`.trim()}>
      {socials.map((social) => {
        const Icon = ICONS[social.icon] ?? GitHubIcon
        return (
          <li key={social.link}>
            <a
              className="social-link icon-button"
              href={social.link}
              target="_blank"
              rel="noopener noreferrer"
              aria-label={social.label}
              title={social.label}
              data-social={social.icon}
            >
              <Icon />
            </a>
          </li>
        )
      })}
    </ul>
  )
}
