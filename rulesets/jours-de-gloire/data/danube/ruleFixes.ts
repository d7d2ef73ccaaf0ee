/**
 * Changes to the evidence network that the rules force (generator data: not part of the published ruleset). The
 * reference put the Danube crossings inside boxes; the scenarios name bridges and spaces of their own, so the map
 * gives them their own connections and boxes. Each change says which rule forces it.
 */

/** A box the scenarios require that the evidence lacks: id, name, lat, lon, terrain, and why. */
export interface AddedBox {
  readonly id: string;
  readonly name: string;
  readonly lat: number;
  readonly lon: number;
  readonly terrain: 'clear' | 'defensive' | 'mountain';
  readonly note: string;
}

/** A connection the rules force, replacing any the evidence has between the two boxes. */
export interface FixedConnection {
  readonly between: readonly [string, string];
  readonly kind: string;
  readonly cost: number;
  readonly note: string;
}

export const ADDED_BOXES: readonly AddedBox[] = [
  { id: 'tulln', name: 'Tulln', lat: 48.331, lon: 16.055, terrain: 'clear', note: 'S5 sets the Russians up "in the space between St Pölten and Vienne"; S8 destroys the bridge "between Hollabrünn and the box immediately to the South": Tulln, on the Danube between them, with its bridge to the north bank [K]' },
  { id: 'karlsruhe', name: 'Karlsruhe', lat: 49.009, lon: 8.404, terrain: 'clear', note: 'S1 sets Sztaray\'s Detachment D "in the box directly to the north of Baden", apart from Heidelberg, which it names: Karlsruhe on the right bank, where Sztaray covered the lower Rhine in April 1800 [K]' },
  { id: 'st-johann', name: 'St Johann', lat: 47.523, lon: 12.424, terrain: 'mountain', note: 'S8 puts Lefebvre\'s Detachment B "in the mountain space between Kufstein and Radstadt": St Johann in Tirol on the Kufstein-Radstadt road [K]' },
];

export const FIXED_CONNECTIONS: readonly FixedConnection[] = [
  { between: ['baden', 'heidelberg'], kind: 'none', cost: 0, note: 'S1: the right-bank road Baden-Heidelberg goes through the box north of Baden (Karlsruhe)' },
  { between: ['spire', 'baden'], kind: 'none', cost: 0, note: 'S1: the Philippsburg crossing lands in the box north of Baden (Karlsruhe)' },
  { between: ['baden', 'karlsruhe'], kind: 'plain', cost: 1, note: 'S1; Rastatt-Ettlingen [K]' },
  { between: ['karlsruhe', 'heidelberg'], kind: 'plain', cost: 1, note: 'S1; by Bruchsal [K]' },
  { between: ['spire', 'karlsruhe'], kind: 'plain+bridge', cost: 1, note: 'S1; the Rhine at Philippsburg [K]' },
  { between: ['st-polten', 'vienne'], kind: 'none', cost: 0, note: 'S5: the road St Pölten-Vienne goes through the space between them (Tulln)' },
  { between: ['st-polten', 'tulln'], kind: 'plain', cost: 1, note: 'S5; the Wienerwald post road [K]' },
  { between: ['tulln', 'vienne'], kind: 'plain', cost: 1, note: 'S5 [K]' },
  { between: ['tulln', 'kollabrunn'], kind: 'plain+bridge', cost: 1, note: 'S8: a destroyed bridge between Hollabrünn and the box immediately to the south (the Danube) [K]' },
  { between: ['krems', 'st-polten'], kind: 'plain+bridge', cost: 1, note: 'S8: a destroyed bridge between Krems and St Pölten (the Danube at Mautern) [S8 of the reference]' },
  { between: ['presbourg', 'altenburg'], kind: 'plain+bridge', cost: 1, note: 'S8: a destroyed bridge between Presbourg and the box immediately to the south (the Danube at Engerau) [K]' },
  { between: ['essling', 'wiener-neustadt'], kind: 'river', cost: 0, note: '5.1: the connection between Essling and the space immediately to its south cannot be crossed without a pontoon; S8 sets French pontoons between Essling and Wiener-Neustadt, the box south of Essling on the printed map' },
  { between: ['kufstein', 'salzbourg'], kind: 'none', cost: 0, note: 'S8: the mountain road Kufstein-Radstadt goes through its own space (St Johann)' },
  { between: ['kufstein', 'st-johann'], kind: 'dotted', cost: 2, note: 'S8 [K]' },
  { between: ['st-johann', 'radstadt'], kind: 'dotted', cost: 2, note: 'S8 [K]' },
  { between: ['st-johann', 'salzbourg'], kind: 'dotted', cost: 2, note: 'by Lofer and the Saalach [K]' },
];
