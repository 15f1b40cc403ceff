import ChevronLeftRounded from '@mui/icons-material/ChevronLeftRounded';
import ChevronRightRounded from '@mui/icons-material/ChevronRightRounded';
import PauseRounded from '@mui/icons-material/PauseRounded';
import PlayArrowRounded from '@mui/icons-material/PlayArrowRounded';
import Box from '@mui/material/Box';
import IconButton from '@mui/material/IconButton';
import useMediaQuery from '@mui/material/useMediaQuery';
import Autoplay from 'embla-carousel-autoplay';
import useEmblaCarousel from 'embla-carousel-react';
import {
  Children,
  type FocusEvent,
  type KeyboardEvent,
  type ReactNode,
  useCallback,
  useEffect,
  useMemo,
  useState,
} from 'react';

/** Autoplay interval of every carousel (spec sections 2 and 9). */
export const CAROUSEL_AUTOPLAY_MS = 4000;

/** From widest to narrowest: at `minWidth` px and wider, show `slides` at a time. */
export const CAROUSEL_BREAKPOINTS: readonly { minWidth: number; slides: number }[] = [
  { minWidth: 1200, slides: 3 },
  { minWidth: 900, slides: 2 },
];

/**
 * How many slides a carousel shows at a viewport width: 3, 2 below 1200 px, 1 below 900 px.
 * Widths that are not finite numbers count as the narrowest screen.
 */
export function slidesPerView(width: number): number {
  if (!Number.isFinite(width)) return 1;
  for (const bp of CAROUSEL_BREAKPOINTS) if (width >= bp.minWidth) return bp.slides;
  return 1;
}

// The slide widths as CSS, generated from the same table so CSS and slidesPerView never disagree.
const slideWidthSx = Object.fromEntries(
  [...CAROUSEL_BREAKPOINTS]
    .reverse()
    .map((bp) => [`@media (min-width: ${bp.minWidth}px)`, { flexBasis: `${100 / bp.slides}%` }]),
);

const REDUCED_MOTION = '(prefers-reduced-motion: reduce)';

export interface CarouselProps {
  /** Names the carousel for screen readers, e.g. 'What children practise'. */
  label: string;
  /** One child per slide. */
  children: ReactNode;
  /** Milliseconds between automatic moves; defaults to 4000. */
  autoplayDelay?: number;
}

/**
 * A carousel of cards: 3 / 2 / 1 at a time by viewport width, moving on by itself every 4 seconds.
 * Autoplay pauses while the pointer is over it or focus is inside it, stays off when the person
 * prefers reduced motion, and can be paused with its own button (WCAG 2.2.2). Previous / next
 * buttons, dots and the arrow keys move it by hand.
 */
export function Carousel({ label, children, autoplayDelay = CAROUSEL_AUTOPLAY_MS }: CarouselProps) {
  const slides = Children.toArray(children);
  const reducedMotion = useMediaQuery(REDUCED_MOTION, { noSsr: true });
  const autoplay = useMemo(
    () =>
      Autoplay({
        delay: autoplayDelay,
        playOnInit: false,
        stopOnInteraction: true,
        stopOnMouseEnter: false,
        stopOnFocusIn: false,
      }),
    [autoplayDelay],
  );
  const plugins = useMemo(() => [autoplay], [autoplay]);
  const [viewportRef, embla] = useEmblaCarousel({ loop: true, align: 'start' }, plugins);

  const [selected, setSelected] = useState(0);
  const [snapCount, setSnapCount] = useState(0);
  const [hovered, setHovered] = useState(false);
  const [focused, setFocused] = useState(false);
  const [userPaused, setUserPaused] = useState(false);
  const shouldPlay = !reducedMotion && !userPaused && !hovered && !focused;

  useEffect(() => {
    if (!embla) return;
    const sync = () => {
      setSelected(embla.selectedScrollSnap());
      setSnapCount(embla.scrollSnapList().length);
    };
    sync();
    embla.on('select', sync).on('reInit', sync);
    return () => {
      embla.off('select', sync).off('reInit', sync);
    };
  }, [embla]);

  useEffect(() => {
    if (!embla || snapCount <= 1) return;
    const plugin = embla.plugins().autoplay;
    if (!plugin) return;
    if (shouldPlay) plugin.play();
    else plugin.stop();
    // A swipe stops the plugin; pick up again afterwards unless something asks to stay paused.
    const resume = () => {
      if (shouldPlay) plugin.play();
    };
    embla.on('pointerUp', resume);
    return () => {
      embla.off('pointerUp', resume);
    };
  }, [embla, shouldPlay, snapCount]);

  const jump = reducedMotion;
  const restartTimer = useCallback(() => embla?.plugins().autoplay?.reset(), [embla]);
  const prev = useCallback(() => {
    embla?.scrollPrev(jump);
    restartTimer();
  }, [embla, jump, restartTimer]);
  const next = useCallback(() => {
    embla?.scrollNext(jump);
    restartTimer();
  }, [embla, jump, restartTimer]);
  const goTo = (index: number) => {
    embla?.scrollTo(index, jump);
    restartTimer();
  };

  const onKeyDown = (event: KeyboardEvent<HTMLElement>) => {
    const target = event.target as HTMLElement;
    if (target.closest('input, textarea, select, [contenteditable="true"]')) return;
    if (event.key === 'ArrowLeft') {
      event.preventDefault();
      prev();
    } else if (event.key === 'ArrowRight') {
      event.preventDefault();
      next();
    }
  };
  const onBlur = (event: FocusEvent<HTMLElement>) => {
    if (!event.currentTarget.contains(event.relatedTarget as Node | null)) setFocused(false);
  };

  const canMove = snapCount > 1;
  const playing = canMove && shouldPlay;

  return (
    <Box
      component="section"
      aria-roledescription="carousel"
      aria-label={label}
      onKeyDown={onKeyDown}
      onMouseEnter={() => setHovered(true)}
      onMouseLeave={() => setHovered(false)}
      onFocus={() => setFocused(true)}
      onBlur={onBlur}
      sx={{ width: '100%', minWidth: 0 }}
    >
      <Box ref={viewportRef} sx={{ overflow: 'hidden' }}>
        <Box
          aria-live={playing ? 'off' : 'polite'}
          sx={{ display: 'flex', touchAction: 'pan-y pinch-zoom', ml: { xs: -2, md: -3 } }}
        >
          {slides.map((slide, index) => (
            <Box
              // Slides are positional: their order is the content's order.
              // biome-ignore lint/suspicious/noArrayIndexKey: Children.toArray already assigned stable keys
              key={index}
              role="group"
              aria-roledescription="slide"
              aria-label={`${index + 1} of ${slides.length}`}
              sx={{
                flex: '0 0 100%',
                minWidth: 0,
                pl: { xs: 2, md: 3 },
                display: 'flex',
                ...slideWidthSx,
              }}
            >
              {slide}
            </Box>
          ))}
        </Box>
      </Box>

      {canMove && (
        <Box
          sx={{
            mt: 2,
            display: 'flex',
            alignItems: 'center',
            justifyContent: 'center',
            flexWrap: 'wrap',
            gap: 0.5,
          }}
        >
          {!reducedMotion && (
            <IconButton
              onClick={() => setUserPaused((p) => !p)}
              aria-label={userPaused ? 'Start automatic sliding' : 'Pause automatic sliding'}
              aria-pressed={userPaused}
              sx={{ width: 44, height: 44 }}
            >
              {userPaused ? <PlayArrowRounded /> : <PauseRounded />}
            </IconButton>
          )}
          <IconButton onClick={prev} aria-label="Previous slide" sx={{ width: 44, height: 44 }}>
            <ChevronLeftRounded />
          </IconButton>
          <Box component="ul" sx={{ display: 'flex', listStyle: 'none', m: 0, p: 0 }}>
            {Array.from({ length: snapCount }, (_, index) => (
              // biome-ignore lint/suspicious/noArrayIndexKey: one dot per scroll position
              <li key={index}>
                <Box
                  component="button"
                  type="button"
                  onClick={() => goTo(index)}
                  aria-label={`Go to slide ${index + 1} of ${snapCount}`}
                  aria-current={index === selected ? 'true' : undefined}
                  sx={(theme) => ({
                    width: 32,
                    height: 32,
                    p: 0,
                    border: 0,
                    borderRadius: '50%',
                    background: 'transparent',
                    cursor: 'pointer',
                    display: 'grid',
                    placeItems: 'center',
                    '&::after': {
                      content: '""',
                      width: index === selected ? 14 : 10,
                      height: index === selected ? 14 : 10,
                      borderRadius: '50%',
                      backgroundColor:
                        index === selected ? theme.palette.primary.main : theme.palette.grey[500],
                      transition: 'width 150ms, height 150ms',
                    },
                    '&:focus-visible': {
                      outline: `3px solid ${theme.palette.primary.main}`,
                      outlineOffset: 1,
                    },
                  })}
                />
              </li>
            ))}
          </Box>
          <IconButton onClick={next} aria-label="Next slide" sx={{ width: 44, height: 44 }}>
            <ChevronRightRounded />
          </IconButton>
        </Box>
      )}
    </Box>
  );
}

export default Carousel;
