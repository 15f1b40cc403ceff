/** A yellow focus ring that shows on the coloured app bar. */
export const focusOnDark = {
  '&.Mui-focusVisible, &:focus-visible': { outline: '3px solid #FFC83D', outlineOffset: 2 },
};
