// Shown for the moment between the first paint and the first route's code arriving.
export function BootSplash() {
  return (
    <div className="boot-splash" data-screen="boot" aria-busy="true">
      <img className="boot-splash__logo" src="/icons/logo.svg" alt="" width={64} height={64} />
    </div>
  );
}
