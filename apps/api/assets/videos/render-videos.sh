#!/usr/bin/env bash
# Renders the demo lesson videos (silent, captioned, VP9 WebM) from scratch with ffmpeg.
# The words shown on screen are the same as the .vtt caption file beside each video. On-screen words
# stay in the top half, so that a player's captions (drawn at the bottom, above its controls) never
# cover them.
# Needs ffmpeg with libvpx-vp9, drawtext and geq, and the DejaVu fonts (fonts-dejavu-core).
# Run from anywhere: bash apps/api/assets/videos/render-videos.sh
set -euo pipefail

out="$(cd "$(dirname "$0")" && pwd)"
font=/usr/share/fonts/truetype/dejavu/DejaVuSans-Bold.ttf
work="$(mktemp -d)"
trap 'rm -rf "$work"' EXIT

size=640x360
fps=20
vp9=(-c:v libvpx-vp9 -b:v 0 -crf 42 -row-mt 1 -deadline good -cpu-used 2 -pix_fmt yuv420p -an)

# One centred line of text, shown between two times. Text goes through a file so that apostrophes
# and commas need no escaping in the filter graph.
line() { # name text y size colour from to
  printf '%s' "$2" >"$work/$1.txt"
  printf "drawtext=fontfile=%s:textfile=%s:x=(w-text_w)/2:y=%s:fontsize=%s:fontcolor=%s:enable='between(t,%s,%s)'" \
    "$font" "$work/$1.txt" "$3" "$4" "$5" "$6" "$7"
}

# ---- breathing-circle: a soft green circle grows for 4 s (breathe in) and shrinks for 4 s (out), 3 times.
# s is 0..1 along each 8 s cycle with a gentle ease; the edge is anti-aliased over one pixel.
s='if(lt(mod(T,8),4),(1-cos(PI*mod(T,8)/4))/2,(1+cos(PI*(mod(T,8)-4)/4))/2)'
a="clip(35+60*$s-hypot(X-W/2,Y-140)+0.5,0,1)"
geq="geq=r='250*(1-$a)+129*$a':g='247*(1-$a)+199*$a':b='240*(1-$a)+132*$a'"
captions=(
  "Breathe in slowly, like smelling a flower." 0 4
  "Breathe out gently, like blowing a bubble." 4 8
  "Breathe in... watch the circle grow." 8 12
  "Breathe out... watch it get smaller." 12 16
  "One more time. Breathe in." 16 20
  "And out. Well done. You feel calmer." 20 24
)
filters="format=gbrp,$geq,format=yuv420p"
for ((i = 0; i < ${#captions[@]}; i += 3)); do
  filters+=",$(line "b$i" "${captions[i]}" 12 26 0x1B5E20 "${captions[i + 1]}" "${captions[i + 2]}")"
done
ffmpeg -y -loglevel error -f lavfi -i "color=c=0xFAF7F0:s=$size:r=$fps:d=24" -vf "$filters" \
  "${vp9[@]}" "$out/breathing-circle.webm"

# ---- Colour cards: a light card (dark text, high contrast) in a coloured frame; each card is 5 s with
# two lines of text, faded into the next one.
cards() { # output, then per card: frame colour, line 1, line 2
  local output=$1
  shift
  local inputs=() graph='' n=0
  while (($#)); do
    local colour=$1 l1=$2 l2=$3
    shift 3
    inputs+=(-f lavfi -i "color=c=$colour:s=$size:r=$fps:d=5")
    graph+="[$n:v]drawbox=x=40:y=40:w=560:h=280:color=0xFAF7F0:t=fill,"
    graph+="$(line "c${n}a" "$l1" 84 28 0x1F2421 0 5),$(line "c${n}b" "$l2" 130 28 0x1F2421 0 5),format=yuv420p[v$n];"
    n=$((n + 1))
  done
  # Chain cross-fades: each fade starts 0.5 s before the end of what came before.
  local last='v0' i
  for ((i = 1; i < n; i++)); do
    graph+="[$last][v$i]xfade=transition=fade:duration=0.5:offset=$((i * 45 / 10)).$((i * 45 % 10))[x$i];"
    last="x$i"
  done
  ffmpeg -y -loglevel error "${inputs[@]}" -filter_complex "${graph%;}" -map "[$last]" "${vp9[@]}" "$output"
}

cards "$out/kind-words.webm" \
  0xFFC83D "You are welcome here," "just as you are." \
  0xF28C28 "Mistakes help you" "learn and grow." \
  0x2E7D32 "Your ideas matter." "Your voice matters." \
  0x6A1B9A "Be kind to yourself today," "like you are kind to a friend."

cards "$out/feelings-weather.webm" \
  0x1B5E20 "Feelings are like weather." "They come, and they go." \
  0xFFC83D "Sunny days: happy," "proud and excited." \
  0x5F6368 "Cloudy days: sad," "tired or lonely." \
  0x6A1B9A "Stormy days: angry," "scared or worried." \
  0x2E7D32 "Every feeling passes." "You are the big blue sky."

ls -l "$out"/*.webm
