// One small glyph per customer-service channel (decorative; the entry's label names it).
import type { SVGProps } from 'react';
import { MailIcon, ServiceIcon } from '../../ui/icons';

type IconProps = SVGProps<SVGSVGElement>;

function Glyph({ children, ...props }: IconProps) {
  return (
    <svg viewBox="0 0 24 24" width="28" height="28" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" strokeLinejoin="round" aria-hidden="true" focusable="false" {...props}>
      {children}
    </svg>
  );
}

const ChatGlyph = () => (
  <Glyph>
    <path d="M4 5h16v11H9l-5 4z" />
    <path d="M8 9h8M8 12h5" />
  </Glyph>
);
const PlaneGlyph = () => (
  <Glyph>
    <path d="M21 4L3 11l6 2 2 6 3-4 4 3z" />
    <path d="M9 13l8-6" />
  </Glyph>
);
const BubbleLetter = ({ letter }: { letter: string }) => (
  <Glyph>
    <path d="M12 3a9 8 0 1 0-4.5 14.9L5 21l4.3-2.2A9 8 0 1 0 12 3z" />
    <text x="12" y="14.5" textAnchor="middle" fontSize="8" fontWeight="700" fill="currentColor" stroke="none">
      {letter}
    </text>
  </Glyph>
);
const PhoneGlyph = () => (
  <Glyph>
    <path d="M5 3h4l2 5-3 2a11 11 0 0 0 6 6l2-3 5 2v4a2 2 0 0 1-2 2A17 17 0 0 1 3 5a2 2 0 0 1 2-2z" />
  </Glyph>
);

export function ServiceTypeIcon({ csType }: { csType: string }) {
  switch (csType) {
    case 'LIVECHAT':
      return <ChatGlyph />;
    case 'TELEGRAM':
      return <PlaneGlyph />;
    case 'ZALO':
      return <BubbleLetter letter="Z" />;
    case 'WHATSAPP':
      return <BubbleLetter letter="W" />;
    case 'LINE':
      return <BubbleLetter letter="L" />;
    case 'FACEBOOK':
      return <BubbleLetter letter="f" />;
    case 'WECHAT':
      return <BubbleLetter letter="W" />;
    case 'EMAIL':
      return <MailIcon width={28} height={28} />;
    case 'PHONE':
      return <PhoneGlyph />;
    default:
      return <ServiceIcon width={28} height={28} />;
  }
}
