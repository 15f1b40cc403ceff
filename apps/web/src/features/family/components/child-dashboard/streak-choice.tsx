import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import type { ChildProfile } from '@ye/contracts/family';
import { STREAK_EXPLANATION } from '@ye/contracts/streaks';
import { toast } from 'react-toastify';
import { useSetStreaks, useStreakChoice } from './child-defaults-api.ts';
import { ChildSection } from './child-section.tsx';
import { ParentSwitch, SettingLoader } from './child-setting.tsx';

/**
 * The parent's streak switch (decision 042): off until they turn it on, because counting days in a
 * row and asking a child back tomorrow nudges them to return (AADC standard 13).
 */
export function StreakChoiceSection({ child }: { child: ChildProfile }) {
  const choice = useStreakChoice(child.child_id);
  const setStreaks = useSetStreaks(child.child_id);
  const name = child.name;
  const on = choice.data?.streaks_on === true;
  const descriptionId = `streaks-${child.child_id}-explained`;

  return (
    <ChildSection id="streaks-heading" title="Streaks">
      <SettingLoader query={choice} failed={`We could not load ${name}’s streak setting just now.`}>
        {() => (
          <Box>
            <ParentSwitch
              label={`Show ${name} streaks`}
              // While saving, the switch shows what the parent asked for.
              checked={setStreaks.isPending ? setStreaks.variables === true : on}
              disabled={setStreaks.isPending}
              describedBy={descriptionId}
              onChange={(checked) =>
                setStreaks.mutate(checked, {
                  onSuccess: (saved) =>
                    toast.success(
                      saved.streaks_on ? `${name} now sees streaks.` : `Streaks are off for ${name}.`,
                    ),
                })
              }
            />
            <Typography
              id={descriptionId}
              variant="body2"
              color="text.secondary"
              sx={{ mt: 1, maxWidth: 720 }}
            >
              {STREAK_EXPLANATION} {on ? '' : 'Streaks are off unless you turn them on.'}
            </Typography>
          </Box>
        )}
      </SettingLoader>
    </ChildSection>
  );
}
