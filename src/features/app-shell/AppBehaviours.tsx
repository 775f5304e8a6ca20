import { readBuildId } from './model/build-id';
import { AppToaster } from '@/components/toast/AppToaster';
import { BuildFreshnessWatcher } from './BuildFreshnessWatcher';
import { MountedSignal } from './MountedSignal';
import { RoutePreloader } from './RoutePreloader';
import { ScrollAnimations } from './ScrollAnimations';

/**
 * The app-wide client behaviours of spec §4/§9, mounted once by the locale
 * layout: toasts, the build-freshness watcher, the route preload queue and the
 * scroll animations. A server component, so the build id comes from the server.
 */
export function AppBehaviours() {
  return (
    <>
      <AppToaster />
      <BuildFreshnessWatcher buildId={readBuildId()} />
      <RoutePreloader />
      <ScrollAnimations />
      <MountedSignal />
    </>
  );
}
