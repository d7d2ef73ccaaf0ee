import type { CetColumn, OrderType, Side } from './vocabulary.js';

/** The events of March into Battle, each citing its rule case (`MiB 7.3`, `MiB CET` ...). */
export type MibEvent =
  | { readonly type: 'turnStarted'; readonly rule: string; readonly turn: number; readonly label: string; readonly night: boolean }
  | { readonly type: 'arrived'; readonly rule: string; readonly piece: string; readonly hex: string }
  | { readonly type: 'bridge'; readonly rule: string; readonly broken: boolean; readonly roll: number | null }
  | { readonly type: 'orderIssued'; readonly rule: string; readonly side: Side; readonly formation: string; readonly order: OrderType | null; readonly target: string | null; readonly box: number }
  | { readonly type: 'orderMoved'; readonly rule: string; readonly formation: string; readonly box: number }
  | { readonly type: 'orderImplemented'; readonly rule: string; readonly formation: string; readonly order: OrderType | null; readonly target: string | null }
  | { readonly type: 'hqMoved'; readonly rule: string; readonly side: Side; readonly to: string }
  | { readonly type: 'chitPulled'; readonly rule: string; readonly formation: string }
  | { readonly type: 'orderCheck'; readonly rule: string; readonly formation: string; readonly roll: number; readonly total: number; readonly result: 'follow' | 'drop' | 'rest-only' }
  | { readonly type: 'moved'; readonly rule: string; readonly unit: string; readonly from: string; readonly to: string; readonly path: readonly string[]; readonly cost: number; readonly forced: boolean }
  | { readonly type: 'faced'; readonly rule: string; readonly unit: string; readonly facing: number }
  | { readonly type: 'rested'; readonly rule: string; readonly unit: string; readonly night: boolean }
  | { readonly type: 'fatigue'; readonly rule: string; readonly unit: string; readonly level: number }
  | { readonly type: 'moraleCheck'; readonly rule: string; readonly unit: string; readonly roll: number; readonly rating: number; readonly passed: boolean }
  | { readonly type: 'stragglers'; readonly rule: string; readonly unit: string; readonly change: number }
  | { readonly type: 'supply'; readonly rule: string; readonly unit: string; readonly inSupply: boolean }
  | { readonly type: 'attackDeclared'; readonly rule: string; readonly target: string; readonly attackers: readonly string[]; readonly defenders: readonly string[]; readonly charge: boolean; readonly hasty: boolean }
  | { readonly type: 'charge'; readonly rule: string; readonly cavalry: 'halved' | 'doubled' | 'full'; readonly countercharged: readonly string[] }
  | { readonly type: 'combatRolled'; readonly rule: string; readonly attack: number; readonly defence: number; readonly drm: number; readonly drms: readonly { readonly rule: string; readonly value: number }[]; readonly artillery: { readonly attacker: number; readonly defender: number; readonly drm: number }; readonly roll: number; readonly row: number }
  | { readonly type: 'effectRolled'; readonly rule: string; readonly hex: string; readonly column: CetColumn; readonly roll: number; readonly modified: number }
  | { readonly type: 'loss'; readonly rule: string; readonly unit: string; readonly loss: 'c' | 's' }
  | { readonly type: 'disorganised'; readonly rule: string; readonly unit: string }
  | { readonly type: 'smashed'; readonly rule: string; readonly unit: string; readonly cleared: boolean }
  | { readonly type: 'eliminated'; readonly rule: string; readonly unit: string }
  | { readonly type: 'retreated'; readonly rule: string; readonly units: readonly string[]; readonly from: string; readonly to: string }
  | { readonly type: 'advanced'; readonly rule: string; readonly units: readonly string[]; readonly from: string; readonly to: string }
  | { readonly type: 'leaderCasualty'; readonly rule: string; readonly leader: string }
  | { readonly type: 'gunsLost'; readonly rule: string; readonly unit: string; readonly guns: number }
  | { readonly type: 'armyMorale'; readonly rule: string; readonly side: Side; readonly change: number; readonly value: number; readonly reason: string }
  | { readonly type: 'wagonsDestroyed'; readonly rule: string; readonly units: readonly string[]; readonly by: string }
  | { readonly type: 'bridgeWork'; readonly rule: string; readonly unit: string; readonly hexside: string; readonly work: 'build' | 'destroy'; readonly done: number; readonly needed: number; readonly built: boolean }
  | { readonly type: 'overrun'; readonly rule: string; readonly side: Side; readonly piece: string; readonly from: string; readonly to: string }
  | { readonly type: 'held'; readonly rule: string; readonly hex: string; readonly side: Side }
  | { readonly type: 'gameEnded'; readonly rule: string; readonly winner: Side | null; readonly summary: string };
