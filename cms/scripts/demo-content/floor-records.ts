import { floorId } from './contact-data.ts';
import type { FloorDesign } from './floors.ts';
import { designWalkways } from './walkways.ts';
import { published, withPosition, type ContentRecord } from './records.ts';
import { stampsFor } from './timestamps.ts';

export const buildFloorRecords = (floors: readonly FloorDesign[]): ContentRecord[] =>
  floors.map((f, i) =>
    withPosition(
      published(
        'floor',
        floorId(f.code),
        { name: f.name, code: f.code, level: f.level, plan: f.plan, walkways: designWalkways(f) },
        stampsFor(`floor:${f.code}`, 'early'),
      ),
      i + 1,
    ),
  );
