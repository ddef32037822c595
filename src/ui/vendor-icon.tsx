// A vendor's icon from the merchant's icon CDN ({iconCdn}/{vendor}-WHITE.png or -COLOR.png, spec
// section 2); without a CDN in the merchant config the platform serves the same names under
// /platform-assets/vendors. An icon that fails to load gives way to the vendor's initials.
import { memo, useState } from 'react';
import { readMerchantConfig } from '../config/merchant-config';
import './game-tile.css';

export const DEFAULT_ICON_CDN = '/platform-assets/vendors';

export type VendorIconVariant = 'WHITE' | 'COLOR';

export function vendorIconUrl(vendor: string, variant: VendorIconVariant, iconCdn: string | undefined): string {
  const base = (iconCdn ?? DEFAULT_ICON_CDN).replace(/\/+$/, '');
  return `${base}/${encodeURIComponent(vendor)}-${variant}.png`;
}

function iconCdn(): string | undefined {
  try {
    return readMerchantConfig().iconCdn;
  } catch {
    return undefined;
  }
}

export function vendorInitials(vendor: string): string {
  return vendor.replace(/[^A-Za-z0-9]/g, '').slice(0, 3).toUpperCase();
}

export const VendorIcon = memo(function VendorIcon({ vendor, variant, size = 28 }: { vendor: string; variant: VendorIconVariant; size?: number }) {
  const [failed, setFailed] = useState(false);
  if (failed || vendor === '') {
    return (
      <span className="vendor-icon vendor-icon--initials" style={{ width: size, height: size }} aria-hidden="true" data-vendor-fallback={vendor}>
        {vendorInitials(vendor)}
      </span>
    );
  }
  return <img className="vendor-icon" src={vendorIconUrl(vendor, variant, iconCdn())} width={size} height={size} alt="" decoding="async" onError={() => setFailed(true)} />;
});
