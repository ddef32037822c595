// The floor with home's first banner (npm run bench:lighthouse, page "floor+banner"): the lobby's own
// home prefetch script, unchanged, on the floor page. The bench gives the page what the compiler
// gives a brand's index.html (the announcements preload, the merchant config, the boot screen and
// its CSS), so the banner paints exactly as on /m/home, with nothing of the app but this script.
import '../../../src/home-prefetch';
