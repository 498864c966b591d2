/** Who reads and who curates the document library: company-wide for everyone, a group's for its people. */
export interface DocumentViewer {
  /** Manager = admin, partner or smarper (the active role). */
  isCompanyManager: boolean;
  groupId: string | null;
  /** Groups administered with the group_admin role active. */
  administeredGroupIds: readonly string[];
}

export interface DocumentPlace {
  /** null = company-wide. */
  groupId: string | null;
}

export const canReadDocument = (viewer: DocumentViewer, place: DocumentPlace): boolean =>
  place.groupId === null ||
  viewer.isCompanyManager ||
  viewer.groupId === place.groupId ||
  viewer.administeredGroupIds.includes(place.groupId);

/** Managers curate everywhere; group admins their groups' documents. */
export const canCurateDocument = (viewer: DocumentViewer, place: DocumentPlace): boolean =>
  viewer.isCompanyManager || (place.groupId !== null && viewer.administeredGroupIds.includes(place.groupId));

export const documentAbilities = (viewer: DocumentViewer, place: DocumentPlace) => {
  const curates = canCurateDocument(viewer, place);
  return { canEdit: curates, canDelete: curates };
};

/** "1.5 MB" style sizes for the usage figure and the list. */
export function formatBytes(bytes: number): string {
  if (bytes < 1024) return `${bytes} B`;
  const units = ["KB", "MB", "GB"];
  let value = bytes / 1024;
  let unit = 0;
  while (value >= 1024 && unit < units.length - 1) {
    value /= 1024;
    unit++;
  }
  return `${value >= 10 ? Math.round(value) : Math.round(value * 10) / 10} ${units[unit]}`;
}
