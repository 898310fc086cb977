package org.muster.report;

import java.awt.BasicStroke;
import java.awt.Component;
import java.awt.Graphics;
import java.awt.Graphics2D;

import javax.swing.Icon;

/**
 * The cap at each end of an interval whisker: a short horizontal line centred on the point where
 * {@link org.jfree.chart.renderer.category.MinMaxCategoryRenderer} paints its icons (the value, mid-category).
 */
final class WhiskerCap implements Icon {
    private final int width;

    WhiskerCap(int width) {
        this.width = width;
    }

    @Override
    public void paintIcon(Component c, Graphics g, int x, int y) {
        Graphics2D g2 = (Graphics2D) g;
        g2.setStroke(new BasicStroke(1.5f));
        g2.drawLine(x - width / 2, y, x + width / 2, y);
    }

    @Override
    public int getIconWidth() {
        return width;
    }

    @Override
    public int getIconHeight() {
        return 0;
    }
}
