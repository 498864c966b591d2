/** Who sees and who curates resources: pure rules the server and the web both run. */

export interface ResourceViewer {
  /** Manager = admin, partner or smarper (the active role). */
  isCompanyManager: boolean;
  /** The viewer's own group (null: none). */
  groupId: string | null;
  /** Groups the viewer administers with the group_admin role active. */
  administeredGroupIds: readonly string[];
}

/** A resource's place: null = company-wide. */
export interface ResourcePlace {
  groupId: string | null;
}

/**
 * Company-wide resources are everyone's; a group's resources are its members', its admins' and
 * the managers'.
 */
export const canReadResource = (viewer: ResourceViewer, resource: ResourcePlace): boolean =>
  resource.groupId === null ||
  viewer.isCompanyManager ||
  viewer.groupId === resource.groupId ||
  viewer.administeredGroupIds.includes(resource.groupId);

/**
 * ResourceCuration (core §5 names it for deleting others' comments; it also governs create,
 * edit and delete): managers anywhere, group admins for their group's resources.
 */
export const hasResourceCuration = (viewer: ResourceViewer, resource: ResourcePlace): boolean =>
  viewer.isCompanyManager ||
  (resource.groupId !== null && viewer.administeredGroupIds.includes(resource.groupId));

/**
 * Company flag isHideResourcesEnabled hides the Resources area. Managers own that setting and
 * keep seeing (and curating) resources, so they can prepare them before showing them again.
 */
export const areResourcesShown = (
  company: { isHideResourcesEnabled: boolean },
  viewer: Pick<ResourceViewer, "isCompanyManager">,
): boolean => !company.isHideResourcesEnabled || viewer.isCompanyManager;

export const resourceAbilities = (viewer: ResourceViewer, resource: ResourcePlace) => {
  const curates = hasResourceCuration(viewer, resource);
  return { canEdit: curates, canDelete: curates };
};
