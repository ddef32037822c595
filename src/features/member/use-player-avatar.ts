// The member's avatar, from its own call (upstream's MCSFE_getPlayerAvatar; member info carries
// none): its picture once read, null while loading or when the call failed (the screens then show
// the empty avatar circle). `reload` asks again after the member chose another one.
import { useCallback, useEffect, useState } from 'react';
import type { PlayerAvatarReply } from '../../api/reader-types';
import { callLazily } from '../../state/endpoint-call';

export function usePlayerAvatar(token: string | undefined): { avatar: PlayerAvatarReply | null; reload: () => void } {
  const [avatar, setAvatar] = useState<PlayerAvatarReply | null>(null);
  const [round, setRound] = useState(0);
  useEffect(() => {
    if (!token) return;
    let live = true;
    callLazily('memberHeadIcons', {}).then(
      (reply) => {
        if (live) setAvatar(reply);
      },
      () => {
        if (live) setAvatar(null);
      },
    );
    return () => {
      live = false;
    };
  }, [token, round]);
  const reload = useCallback(() => setRound((n) => n + 1), []);
  return { avatar, reload };
}
