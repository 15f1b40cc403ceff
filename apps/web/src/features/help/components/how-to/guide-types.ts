import type { ReactNode } from 'react';
import type { Feature } from '../../../../lib/features.ts';

export interface Guide {
  title: string;
  steps: ReactNode[];
  /** Shown only while this feature is on (lib/features.ts). */
  feature?: Feature;
}

export interface Role {
  id: 'parents' | 'children' | 'instructors';
  label: string;
  intro: ReactNode;
  guides: Guide[];
}
