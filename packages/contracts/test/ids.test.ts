import { objectIdSchema } from '../src/common';
import { isObjectId } from '../src/ids';

describe('ids', () => {
  it('isObjectId accepts exactly what the id schema accepts', () => {
    const samples = [
      '65f0a1b2c3d4e5f6a7b8c9d0',
      '65F0A1B2C3D4E5F6A7B8C9D0',
      '65f0a1b2c3d4e5f6a7b8c9d',
      'zzf0a1b2c3d4e5f6a7b8c9d0',
      '',
      42,
      null,
    ];
    for (const value of samples)
      expect([value, isObjectId(value)]).toEqual([value, objectIdSchema.safeParse(value).success]);
    expect(isObjectId('65f0a1b2c3d4e5f6a7b8c9d0')).toBe(true);
    expect(isObjectId('65f0a1b2c3d4e5f6a7b8c9d')).toBe(false);
  });
});
