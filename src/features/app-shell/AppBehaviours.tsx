import { readBuildId } from './model/build-id';
import { AppToaster } from '@/components/toast/AppToaster';
import { LazyBehaviours } from './LazyBehaviours';
import { MountedSignal } from './MountedSignal';
import { ScrollAnimations } from './ScrollAnimations';

/**
 * The app-wide client behaviours of spec §4/§9, mounted once by the locale
 * layout: toasts, the build-freshness watcher and the route preload queue (loaded
 * once the page is idle), and the scroll animations. A server component, so the build id comes from the server.
 */
export function AppBehaviours() {
  return (
    <>
      <AppToaster />
      <LazyBehaviours buildId={readBuildId()} />
      <ScrollAnimations />
      <MountedSignal />
    </>
  );
}
