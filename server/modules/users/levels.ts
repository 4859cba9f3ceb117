/**
 * Levels from lifetime points P (game-rules.md): level n needs 100 × n × (n − 1) / 2 points,
 * so level 2 at 100, level 3 at 300, level 4 at 600.
 */
const pointsForLevel = (level: number) => (100 * level * (level - 1)) / 2;

export function levelOf(points: number): number {
  // Solve 50n² − 50n ≤ P for the largest whole n, then correct any floating-point edge.
  let level = Math.max(1, Math.floor((1 + Math.sqrt(1 + (8 * Math.max(0, points)) / 100)) / 2));
  while (pointsForLevel(level + 1) <= points) level++;
  while (level > 1 && pointsForLevel(level) > points) level--;
  return level;
}

/** Points still needed to reach the next level. */
export const pointsToNextLevel = (points: number) => pointsForLevel(levelOf(points) + 1) - points;
