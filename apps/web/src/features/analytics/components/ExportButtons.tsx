import { Button, Group } from "@mantine/core";
import { useTranslation } from "react-i18next";

/** Downloads of the table as the server writes it: CSV (formula-safe) and XLSX. */
export function ExportButtons({ csvUrl, xlsxUrl }: { csvUrl: string; xlsxUrl: string }) {
  const { t } = useTranslation();
  return (
    <Group gap="xs">
      <Button component="a" href={csvUrl} download variant="default" size="xs">
        {t("analytics.export.csv")}
      </Button>
      <Button component="a" href={xlsxUrl} download variant="default" size="xs">
        {t("analytics.export.xlsx")}
      </Button>
    </Group>
  );
}
