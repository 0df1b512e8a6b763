import { describe, expect, it } from 'vitest';
import {
  courseNeighbours,
  courseProgress,
  moveInOrder,
  orderCourseClasses,
} from './course-progress';

const cls = (id: string, createdAtMs: number) => ({ id, createdAtMs });

describe('orderCourseClasses', () => {
  const classes = [cls('c', 30), cls('a', 10), cls('b', 20)];

  it('keeps creation order until an admin arranges the classes', () => {
    expect(orderCourseClasses(classes, undefined).map((c) => c.id)).toEqual(['a', 'b', 'c']);
    expect(orderCourseClasses(classes, []).map((c) => c.id)).toEqual(['a', 'b', 'c']);
  });

  it('follows classOrder, skips ids that are gone and puts the rest after it by creation', () => {
    expect(orderCourseClasses(classes, ['c', 'gone', 'a']).map((c) => c.id)).toEqual([
      'c',
      'a',
      'b',
    ]);
  });
});

describe('moveInOrder', () => {
  it('swaps a class with its neighbour', () => {
    expect(moveInOrder(['a', 'b', 'c'], 'b', -1)).toEqual(['b', 'a', 'c']);
    expect(moveInOrder(['a', 'b', 'c'], 'b', 1)).toEqual(['a', 'c', 'b']);
  });

  it('changes nothing at the ends or for an unknown id', () => {
    expect(moveInOrder(['a', 'b'], 'a', -1)).toEqual(['a', 'b']);
    expect(moveInOrder(['a', 'b'], 'b', 1)).toEqual(['a', 'b']);
    expect(moveInOrder(['a', 'b'], 'x', 1)).toEqual(['a', 'b']);
  });
});

describe('courseProgress', () => {
  const order = ['a', 'b', 'c'];

  it('has nothing to start in a course without classes', () => {
    expect(courseProgress([], new Set(['x']))).toEqual({
      total: 0,
      completed: 0,
      percent: 0,
      action: 'start',
      targetId: null,
    });
  });

  it('starts at the first class when nothing is done', () => {
    expect(courseProgress(order, new Set())).toMatchObject({
      percent: 0,
      action: 'start',
      targetId: 'a',
    });
  });

  it('continues at the first class not done, in course order, with a rounded percentage', () => {
    expect(courseProgress(order, new Set(['a']))).toMatchObject({
      completed: 1,
      percent: 33,
      action: 'continue',
      targetId: 'b',
    });
    expect(courseProgress(order, new Set(['a', 'c', 'elsewhere']))).toMatchObject({
      completed: 2,
      percent: 67,
      targetId: 'b',
    });
  });

  it('goes to the last class when all are done', () => {
    expect(courseProgress(order, new Set(order))).toMatchObject({
      completed: 3,
      percent: 100,
      action: 'continue',
      targetId: 'c',
    });
  });
});

describe('courseNeighbours', () => {
  const ordered = [{ id: 'a' }, { id: 'b' }, { id: 'c' }];
  it('finds the classes around one, none past the ends', () => {
    expect(courseNeighbours(ordered, 'b')).toEqual({ previous: { id: 'a' }, next: { id: 'c' } });
    expect(courseNeighbours(ordered, 'a').previous).toBeNull();
    expect(courseNeighbours(ordered, 'c').next).toBeNull();
    expect(courseNeighbours(ordered, 'x')).toEqual({ previous: null, next: null });
  });
});
