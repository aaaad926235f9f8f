import { useState } from 'react';
import Box from '@mui/material/Box';
import Slider from '@mui/material/Slider';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { DELAY_SLIDERS } from '../constants';
import { applyDelayGap, formatDelay, formatMark, normalizePerDay, sliderConfig } from '../limits';
import { type EditorModule } from '../constants';
import { useBoundField } from './formHelpers';

/** perDay: minimum 1, an empty box becomes 1, capped at the configured limit with the type's message. */
export function PerDayField({ module, cap }: { module: EditorModule; cap: number }) {
  const { field, error } = useBoundField('perDay');
  const [capNotice, setCapNotice] = useState<string | null>(null);
  return (
    <TextField
      label="Per day"
      type="number"
      name={field.name}
      inputRef={field.ref}
      value={field.value}
      onChange={(e) => {
        const raw = e.target.value;
        if (raw === '') {
          field.onChange('');
          setCapNotice(null);
          return;
        }
        const { value, error: over } = normalizePerDay(raw, cap, module);
        const n = Number(raw);
        // Over the cap: the value is set to the cap and the message shown; below 1 waits for blur.
        if (over) field.onChange(value);
        else field.onChange(Number.isFinite(n) ? n : '');
        setCapNotice(over ?? null);
      }}
      onBlur={() => {
        const { value } = normalizePerDay(field.value, cap, module);
        if (value !== field.value) field.onChange(value);
        field.onBlur();
      }}
      error={!!error || !!capNotice}
      helperText={error ?? capNotice ?? `At most ${cap} a day`}
      slotProps={{ htmlInput: { min: 1, max: cap } }}
      sx={{ width: 220 }}
    />
  );
}

/** The two-handle delay slider of the type (seconds between actions). */
export function DelayField({ module }: { module: EditorModule }) {
  const { field, error } = useBoundField('delay');
  const cfg = sliderConfig(module);
  const marks = DELAY_SLIDERS[module].marks.map((value) => ({ value, label: formatMark(module, value) }));
  return (
    <Box sx={{ maxWidth: 560 }}>
      <Typography id="delay-label" gutterBottom>
        Delay between actions: {formatDelay(module, field.value[0])} to {formatDelay(module, field.value[1])}
      </Typography>
      <Box sx={{ px: 1.5 }}>
        <Slider
          getAriaLabel={(i) => (i === 0 ? 'Minimum delay' : 'Maximum delay')}
          getAriaValueText={(v) => formatDelay(module, v)}
          valueLabelFormat={(v) => formatDelay(module, v)}
          valueLabelDisplay="auto"
          min={cfg.min}
          max={cfg.max}
          step={cfg.step}
          marks={marks}
          disableSwap
          value={field.value}
          onChange={(_, v) => {
            if (Array.isArray(v) && v.length === 2) field.onChange(applyDelayGap([v[0]!, v[1]!], cfg));
          }}
          onBlur={field.onBlur}
        />
      </Box>
      {error && (
        <Typography variant="caption" color="error">
          {error}
        </Typography>
      )}
    </Box>
  );
}
